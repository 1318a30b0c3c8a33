// The deliverables query of a project page (server prefetch and client share it).
export const tasksInput = (id: string) => ({ id, limit: 100 });
