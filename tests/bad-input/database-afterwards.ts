import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Actor, cookieOf, fx } from './fixtures.ts';
import { rows } from './requests.ts';

/** Declared last in a file: whatever its junk did, the data still holds together. */
export function describeDatabaseAfterwards(): void {
  describe('the database after all of it', () => {
    it('has no row pointing at a missing listing, user or conversation', async () => {
      const orphans = await rows(sql`
        select 'interests' as kind, i.id::text as id from interests i
          where not exists (select 1 from software s where s.id = i.software_id)
             or not exists (select 1 from users u where u.id = i.tester_id)
        union all
        select 'saved', v.id::text from saved v
          where not exists (select 1 from software s where s.id = v.software_id)
             or not exists (select 1 from users u where u.id = v.user_id)
        union all
        select 'conversations', c.id::text from conversations c
          where not exists (select 1 from software s where s.id = c.software_id)
             or not exists (select 1 from users u where u.id = c.builder_id)
             or not exists (select 1 from users u where u.id = c.tester_id)
        union all
        select 'messages', m.id::text from messages m
          where not exists (select 1 from conversations c where c.id = m.conversation_id)
             or not exists (select 1 from users u where u.id = m.sender_id)
        union all
        select 'software', s.id::text from software s
          where not exists (select 1 from users u where u.id = s.builder_id)
        union all
        select 'short_links', l.id::text from short_links l
          where l.software_id is not null
            and not exists (select 1 from software s where s.id = l.software_id)
      `);
      expect(orphans).toEqual([]);
    });

    it('has every message sent by a party of its conversation, into a listing of its builder', async () => {
      const strays = await rows(sql`
        select m.id::text as id from messages m join conversations c on c.id = m.conversation_id
          where m.sender_id not in (c.builder_id, c.tester_id)
        union all
        select c.id::text from conversations c join software s on s.id = c.software_id
          where s.builder_id <> c.builder_id
      `);
      expect(strays).toEqual([]);
    });

    it('holds its unique keys', async () => {
      const duplicates = await rows(sql`
        select 'interests' as kind from interests
          group by software_id, tester_id having count(*) > 1
        union all
        select 'saved' from saved group by software_id, user_id having count(*) > 1
        union all
        select 'conversations' from conversations
          group by software_id, tester_id having count(*) > 1
        union all
        select 'users.email' from users where email is not null
          group by lower(email) having count(*) > 1
        union all
        select 'short_links.short_code' from short_links group by short_code having count(*) > 1
        union all
        select 'short_links per creator' from short_links where created_by_id is not null
          group by created_by_id, software_id having count(*) > 1
      `);
      expect(duplicates).toEqual([]);
    });

    it('still serves what the junk was aimed at', async () => {
      const get = (url: string, actor: Actor) =>
        cookieOf(actor).then((cookie) =>
          fx.t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} }),
        );
      expect((await get(`/api/software/${fx.listing.id}`, 'anonymous')).statusCode).toBe(200);
      const thread = await get(`/api/conversations/${fx.conversationId}/messages`, 'tester');
      expect(thread.statusCode).toBe(200);
      expect((await get(`/s/${fx.shortCode}`, 'anonymous')).statusCode).toBe(302);
      expect((await get('/api/auth/user', 'builder')).json().role).toBe('Builder');
    });
  });
}
