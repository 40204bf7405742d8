import type { StaticServer } from './stack.mjs';
export function serveStatic(options: { root: string; port: number; host?: string }): Promise<StaticServer>;
