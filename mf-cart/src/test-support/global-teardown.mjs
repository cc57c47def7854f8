export default async function globalTeardown() {
  await Promise.all((globalThis.refurbEmulators ?? []).map((emulator) => emulator.stop()));
}
