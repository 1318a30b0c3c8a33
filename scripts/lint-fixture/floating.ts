// The file scripts/lint.test.ts lints with new text (it is never run): its own tsconfig.json makes the type program a
// single file.
export async function later(): Promise<void> {}
