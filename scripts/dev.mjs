#!/usr/bin/env node
// Development: the API with reload on change (port 3000) and Vite's dev server (port 5173) proxying to it.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@amanati/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@amanati/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', (code) => code && process.exit(code)));
