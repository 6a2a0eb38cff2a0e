import { vi } from 'vitest';

type SentUpload = {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
};

type UploadAnswer = { status: number; body?: string } | 'never';

/**
 * Stands in for XMLHttpRequest, which the uploader uses for its progress events: each send
 * reports half the bytes, then (unless the answer is 'never') all of them and the answer.
 */
export function stubUploadRequests(answer: UploadAnswer = { status: 200 }) {
  const sent: SentUpload[] = [];
  class FakeUploadRequest {
    status = 0;
    statusText = '';
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private request = { method: '', url: '', headers: {} as Record<string, string> };

    open(method: string, url: string) {
      this.request = { ...this.request, method, url };
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    send(body: unknown) {
      sent.push({ ...this.request, body });
      const total = 1000;
      const progress = (loaded: number) =>
        this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
      setTimeout(() => {
        progress(total / 2);
        if (answer === 'never') return;
        progress(total);
        this.status = answer.status;
        this.responseText = answer.body ?? '';
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
  return sent;
}
