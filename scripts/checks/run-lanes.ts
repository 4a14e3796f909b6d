import { spawn } from 'node:child_process';

export interface Step {
  name: string;
  command: string;
  args: string[];
}

type Print = (text: string) => void;

const seconds = (since: number) => `${Math.round((Date.now() - since) / 1000)} s`;

/** Runs one step; its output goes to `output` as it comes. Resolves with whether it exited with 0. */
function runStep(step: Step, output: Print): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk: Buffer) => output(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output(chunk.toString()));
    child.once('error', (error) => {
      output(`${error.message}\n`);
      resolve(false);
    });
    child.once('close', (code) => resolve(code === 0));
  });
}

/**
 * Runs the lanes side by side, the steps of each lane one after another (ADR 068). A lane alone streams
 * its output; lanes side by side print each step's output whole when it ends, so their lines never mix.
 * After a failure no lane starts another step; the steps already running finish. Resolves with whether
 * every step ran and passed.
 */
export async function runLanes(lanes: Step[][], print: Print = (text) => process.stdout.write(text)): Promise<boolean> {
  let failed = false;
  const alone = lanes.length === 1;
  const runLane = async (steps: Step[]) => {
    for (const step of steps) {
      if (failed) return;
      const started = Date.now();
      let buffered = '';
      if (alone) print(`== ${step.name}\n`);
      const passed = await runStep(step, alone ? print : (text) => (buffered += text));
      if (!passed) failed = true;
      const verdict = `${passed ? 'OK' : 'FEHLER'} (${seconds(started)})`;
      print(alone ? `== ${step.name}: ${verdict}\n` : `== ${step.name}: ${verdict}\n${buffered}`);
    }
  };
  await Promise.all(lanes.map(runLane));
  return !failed;
}
