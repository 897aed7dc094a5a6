// Finding 4: started without NODE_ENV the server listened on every interface; it now listens on
// loopback and its start message says how to open it. Production never lists demo sign-ins.
import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.ts';
import { startMessage } from './start-message.ts';

const SECRET = 'q3Zk8vT1pX0mW6yR2sJ9bN4cL7hF5dA0eG8iK2oU1tY3wE6rQ9zV4xB7nM5lP0aS';
const DEMO = [{ role: 'admin', email: 'admin@amanati.ge', axid: 'AX10003', password: 'admin12345' }];

describe('the start message', () => {
  it('finding 4: without NODE_ENV it names loopback and how to open the server to other machines', () => {
    const text = startMessage(loadConfig({ JWT_SECRET: SECRET }, { vapid: undefined }), 'PostgreSQL', DEMO);
    expect(text).toMatch(/^Amanati is running on http:\/\/localhost:3000 \(PostgreSQL\)/);
    expect(text).toContain('listening on 127.0.0.1 only: set HOST=0.0.0.0');
    expect(text).toContain('demo admin    admin@amanati.ge (AX10003) / admin12345');
  });

  it('finding 4: an explicit HOST=0.0.0.0 needs no hint, and production lists no demo sign-ins', () => {
    expect(
      startMessage(
        loadConfig({ JWT_SECRET: SECRET, HOST: '0.0.0.0' }, { vapid: undefined }),
        'PostgreSQL',
        DEMO,
      ),
    ).not.toContain('HOST=0.0.0.0');
    const production = { ...loadConfig({ JWT_SECRET: SECRET }, { vapid: undefined }), isProduction: true };
    expect(startMessage(production, 'PostgreSQL', DEMO)).not.toContain('admin12345');
  });
});
