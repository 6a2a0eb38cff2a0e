import type { App } from '@/server/app.ts';
import type { Conversation } from '@/shared/contracts/chat.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import { postListing } from './listings.ts';
import { type SignedInUser, signUpAs } from './people.ts';

export interface ChatParties {
  builder: SignedInUser;
  tester: SignedInUser;
  listing: Listing;
  conversation: Conversation;
}

/** A builder's listing, a tester who joined it, and the conversation the tester started. */
export async function startChat(app: App): Promise<ChatParties> {
  const [builder, tester] = await Promise.all([signUpAs(app, 'Builder'), signUpAs(app, 'Tester')]);
  const listing = await postListing(app, builder.cookie, { name: 'Chatty App' });
  await app.inject({
    method: 'POST',
    url: '/api/interests',
    headers: { cookie: tester.cookie },
    payload: { softwareId: listing.id },
  });
  const response = await app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: { cookie: tester.cookie },
    payload: { builderId: builder.user.id, testerId: tester.user.id, softwareId: listing.id },
  });
  if (response.statusCode !== 200) throw new Error(`conversation failed: ${response.body}`);
  return { builder, tester, listing, conversation: response.json() };
}
