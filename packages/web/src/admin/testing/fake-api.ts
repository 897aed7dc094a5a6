/**
 * The back office's fake API: the customer harness's `fakeApi` (it replaces fetch), with uploads
 * (XMLHttpRequest, lib/api's `upload`) handed to the same fake, so a test sees every call alike.
 */
import { vi } from 'vitest';
import { fakeApi as fakeFetchApi } from '../../test/render-customer.tsx';

/** Sends through fetch (the fake) and gives its answer back as XMLHttpRequest does; no progress events. */
class FetchBackedXhr {
  status = 0;
  responseText = '';
  readonly upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private method = 'GET';
  private path = '';
  private readonly headers: Record<string, string> = {};

  open(method: string, path: string) {
    this.method = method;
    this.path = path;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: FormData) {
    void fetch(this.path, { method: this.method, headers: this.headers, body }).then(
      async (res) => {
        this.status = res.status;
        this.responseText = await res.text();
        this.onload?.();
      },
      () => this.onerror?.(),
    );
  }
}

export function fakeApi(...args: Parameters<typeof fakeFetchApi>): ReturnType<typeof fakeFetchApi> {
  const api = fakeFetchApi(...args);
  vi.stubGlobal('XMLHttpRequest', FetchBackedXhr);
  return api;
}
