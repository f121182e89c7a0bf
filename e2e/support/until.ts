/** Checks every 100 ms until `check` holds, for 10 s at most. */
export async function until(check: () => Promise<boolean>, what: string) {
  for (let i = 0; i < 100; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for ${what}`);
}
