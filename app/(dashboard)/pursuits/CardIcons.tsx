'use client';
// The kanban cards' icons as one SVG sprite: the board draws each icon once, and every card points at it with <use>.
// Drawn per card, a board of 100 cards repeated each icon's full markup (two icons a card were 40 % of the page's
// HTML) and rendered it 200 times on the server. The cards look the same: <use> draws the symbol in the card's color.
import { CalendarDays, GripVertical, ListChecks } from 'lucide-react';

const ICONS = { grip: GripVertical, calendar: CalendarDays, checklist: ListChecks } as const;
export type CardIconName = keyof typeof ICONS;

const symbolId = (name: CardIconName) => `pursuit-card-icon-${name}`;

/** The symbols, once per board, before its cards: no size, out of the flow (not display:none, which <use> skips). */
export function CardIconSprite() {
  return (
    <svg aria-hidden width="0" height="0" className="pointer-events-none absolute size-0 overflow-hidden">
      {(Object.keys(ICONS) as CardIconName[]).map((name) => {
        const Icon = ICONS[name];
        return (
          <symbol key={name} id={symbolId(name)} viewBox="0 0 24 24">
            <Icon />
          </symbol>
        );
      })}
    </svg>
  );
}

/** One card's icon: a reference to the board's symbol, sized by its class. */
export function CardIcon({ name, className }: { name: CardIconName; className: string }) {
  return (
    <svg className={className} aria-hidden>
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}
