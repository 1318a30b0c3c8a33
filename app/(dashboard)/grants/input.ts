// The grants table's query lives in the URL (shareable, back-button friendly); this turns it into procedure input.
export const PAGE_SIZE = 25;
export const SORTS = [
  ['score', 'Best match'],
  ['closeDate', 'Closing soonest'],
  ['postedDate', 'Newest posted'],
  ['awardCeiling', 'Largest award'],
] as const;
export type Sort = (typeof SORTS)[number][0];
/** Grants the organization marked "not relevant": hidden (the default), shown with the rest, or alone. */
export const DISMISSED = [
  ['exclude', 'Hidden'],
  ['include', 'Shown'],
  ['only', 'Only'],
] as const;
export type Dismissed = (typeof DISMISSED)[number][0];
/** Programs with other cycles (other years), or not. */
export const RECURRING = [
  ['', 'Any'],
  ['true', 'Recurring programs'],
  ['false', 'One-time'],
] as const;

/** Matched to the missions, or the whole catalog: the link's `scope`, else the person's remembered choice. */
export const SCOPES = [
  ['matched', 'Matched to missions'],
  ['all', 'Whole catalog'],
] as const;
export type Scope = (typeof SCOPES)[number][0];
export const scopeOf = (params: URLSearchParams, remembered: Scope = 'matched'): Scope => {
  const scope = params.get('scope');
  return scope === 'all' || scope === 'matched' ? scope : remembered;
};

export function grantsInput(params: URLSearchParams, remembered: Scope = 'matched') {
  const get = (k: string) => params.get(k)?.trim() || undefined;
  const page = Math.max(1, Number(get('page') ?? 1) || 1);
  const minScore = get('minScore');
  const sort = get('sort') as Sort | undefined;
  const dismissed = get('dismissed') as Dismissed | undefined;
  const recurring = get('recurring');
  const eligible = get('eligible');
  // The whole catalog has no mission or score to filter by: those filters belong to the matched view.
  const all = scopeOf(params, remembered) === 'all';
  return {
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
    ...(get('q') ? { q: get('q') } : {}),
    ...(all ? { scope: 'all' as const } : {}),
    ...(!all && get('missionId') ? { missionId: get('missionId') } : {}),
    ...(!all && minScore && /^\d+$/.test(minScore) ? { minScore: Math.min(100, Number(minScore)) } : {}),
    ...(get('status') ? { status: get('status') } : {}),
    ...(get('agency') ? { agency: get('agency') } : {}),
    ...(get('closesAfter') ? { closesAfter: get('closesAfter') } : {}),
    ...(get('closesBefore') ? { closesBefore: get('closesBefore') } : {}),
    ...(sort && SORTS.some(([s]) => s === sort) ? { sort } : {}),
    ...(dismissed && DISMISSED.some(([d]) => d === dismissed) ? { dismissed } : {}),
    ...(recurring === 'true' || recurring === 'false' ? { recurring } : {}),
    // Needs the organization's applicant type (docs/matching.md#eligibility): the checkbox shows only with one.
    ...(eligible === 'true' || eligible === 'false' ? { eligible } : {}),
  };
}
