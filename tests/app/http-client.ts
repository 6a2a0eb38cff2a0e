import { randomUUID } from 'node:crypto';
import { makePng } from '../factories/listings.ts';
import { TEST_PASSWORD } from '../factories/people.ts';
import { linkIn, tokenOf } from '../mail/mail-text.ts';

/** For tests that talk to a real server process over HTTP rather than through `inject`. */
export interface HttpParty {
  id: string;
  cookie: string;
}

export interface HttpAnswer {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: test bodies are read field by field.
  body: any;
}

export async function api(
  base: string,
  path: string,
  init: { method?: string; cookie?: string; body?: object; signal?: AbortSignal } = {},
): Promise<HttpAnswer> {
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
    signal: init.signal,
  });
  return {
    status: response.status,
    headers: response.headers,
    body: await response.json().catch(() => null),
  };
}

/**
 * Registers, opens the verification link the server mailed (read from its test mailbox: the
 * server process runs with `TEST_MAILBOX=1`, see `startServerProcess`), which signs in, and completes the
 * profile, as the product's own screens do. A proved address lets a builder post listings.
 */
export async function signUpOver(base: string, role: 'Builder' | 'Tester'): Promise<HttpParty> {
  const email = `${role.toLowerCase()}-${randomUUID()}@example.test`;
  const registered = await api(base, '/api/auth/register', {
    method: 'POST',
    body: { firstName: role, lastName: 'Person', email, password: TEST_PASSWORD },
  });
  if (registered.status !== 202) throw new Error(`register answered ${registered.status}`);
  const mailbox = await api(base, `/api/test-mailbox?to=${encodeURIComponent(email)}`);
  if (mailbox.status !== 200) throw new Error(`mailbox answered ${mailbox.status}`);
  const mail = (mailbox.body as { textBody: string; kind: string }[]).find(
    (each) => each.kind === 'account',
  );
  if (!mail) throw new Error(`no verification mail to ${email}`);
  const signedIn = await api(base, '/api/auth/verify-email', {
    method: 'POST',
    cookie: (registered.headers.get('set-cookie') ?? '').split(';')[0],
    body: { token: tokenOf(linkIn(mail.textBody, '/verify-email')) },
  });
  if (signedIn.status !== 200) throw new Error(`verification answered ${signedIn.status}`);
  const session = signedIn.headers.getSetCookie().find((each) => each.startsWith('bh_session='));
  if (!session) throw new Error('verification started no session');
  const cookie = session.split(';')[0] as string;
  await api(base, '/api/auth/profile', {
    method: 'PUT',
    cookie,
    body: { role, phone: '+1 555 0100' },
  });
  return { id: signedIn.body.id, cookie };
}

/** The post form's whole path: an upload URL, the bytes, processing, then the listing. */
export async function postListingOver(base: string, builder: HttpParty, name: string) {
  const imageUrl = await imageOver(base, builder);
  const listing = await api(base, '/api/software', {
    method: 'POST',
    cookie: builder.cookie,
    body: {
      name,
      shortDescription: 'Fault-tolerant notes',
      longDescription: 'A listing that must survive the server being killed.',
      category: 'Web',
      imageUrl,
    },
  });
  if (listing.status !== 201) throw new Error(`listing answered ${listing.status}`);
  return listing.body as { id: string };
}

/** An image the builder uploaded and had processed: its `/objects/{id}` path. */
export async function imageOver(base: string, builder: HttpParty): Promise<string> {
  const { body: upload } = await api(base, '/api/objects/upload', {
    method: 'POST',
    cookie: builder.cookie,
  });
  const put = await fetch(new URL(upload.uploadURL, base), {
    method: 'PUT',
    headers: { cookie: builder.cookie, 'content-type': 'image/png' },
    body: new Uint8Array(await makePng()),
  });
  if (put.status !== 200) throw new Error(`upload answered ${put.status}`);
  const { body: image } = await api(base, '/api/software-images', {
    method: 'PUT',
    cookie: builder.cookie,
    body: { imageURL: upload.uploadURL },
  });
  return image.objectPath;
}
