// The kanban's query (open pursuits), shared by the server prefetch and the board's optimistic updates.
export const BOARD_INPUT = { status: 'active,on_hold', limit: 100, sort: 'deadline' } as const;
