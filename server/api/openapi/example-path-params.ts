// Path parameters for an operation's example, read from its own response so they agree with it (for the tests that
// call a procedure's input parser with an example body: examples.test.ts, request-constraints.test.ts).

type JsonObject = Record<string, unknown>;
const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The names in a path template: `['id', 'taskId']` of `/projects/{id}/tasks/{taskId}`. */
export const pathParamNames = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

/**
 * A task's project is its `projectId`, a task list's project that of its items (a requirement's pursuit, a budget's
 * and an expense's project likewise), any other `{id}` the resource's own id.
 */
export function pathParamsOf(path: string, response: unknown): Record<string, unknown> {
  const r = isObject(response) ? response : {};
  if (path === '/projects/{id}/tasks/{taskId}') return { id: r.projectId, taskId: r.id };
  if (path === '/projects/{id}/tasks') {
    // GET answers a list of tasks, POST the created task.
    const task = Array.isArray(r.data) && isObject(r.data[0]) ? r.data[0] : r;
    return { id: task.projectId };
  }
  // A budget's project is its `projectId`; an expense's (or a list of them: the first's) likewise.
  if (path === '/projects/{id}/budget') return { id: r.projectId };
  if (path === '/projects/{id}/expenses') {
    const expense = Array.isArray(r.data) && isObject(r.data[0]) ? r.data[0] : r;
    return { id: expense.projectId };
  }
  // A funder report's project is its `projectId` (a list's: the first's); `{reportId}` is the report's own id.
  if (path.startsWith('/projects/{id}/funder-reports')) {
    const report = Array.isArray(r.data) && isObject(r.data[0]) ? r.data[0] : r;
    return path.includes('{reportId}') ? { id: report.projectId, reportId: report.id } : { id: report.projectId };
  }
  // A checklist item's pursuit is its `pursuitId`; a list of items (or the items a template added), that of the first.
  if (path === '/pursuits/{id}/requirements/{requirementId}') return { id: r.pursuitId, requirementId: r.id };
  if (path.startsWith('/pursuits/{id}/requirements')) {
    const item = Array.isArray(r.data) && isObject(r.data[0]) ? r.data[0] : r;
    return { id: item.pursuitId };
  }
  return path.includes('{id}') ? { id: r.id } : {};
}
