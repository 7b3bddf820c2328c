// Temporary folders of the end-to-end tests (downloads, crafted imports, copies of dist/, browser
// profiles): each removed when its test file's process ends, passed or failed, so a run leaves
// nothing behind in the system's temporary folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const made = [];
// 'exit' also comes after a failed test, an uncaught exception or `process.exit()`; only a kill
// signal skips it.
process.on('exit', () => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A new empty folder named `prefix` and a random end in the temporary folder. */
export function tempDir(prefix) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}
