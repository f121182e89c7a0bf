/** The file name a failed test's page dump starts with (scripts/soak.ts finds it by the test's title). */
export const dumpName = (title: string) => title.replace(/[^\w.-]+/g, '-').slice(0, 120);
