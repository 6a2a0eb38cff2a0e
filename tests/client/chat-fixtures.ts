import type { Conversation, Message, Participant } from '@/shared/contracts/chat.ts';
import { fakeId } from './fixtures.ts';

export function makeParticipant(overrides: Partial<Participant> = {}): Participant {
  return {
    id: fakeId(),
    firstName: 'Grace',
    lastName: 'Hopper',
    profileImageUrl: null,
    role: 'Builder',
    deleted: false,
    ...overrides,
  };
}

/** A conversation between a builder (Grace Hopper) and a tester (Ada Lovelace) about TaskFlow. */
export function makeConversation(overrides: Partial<Conversation> = {}): Conversation {
  const builder = overrides.builder ?? makeParticipant();
  const tester =
    overrides.tester ?? makeParticipant({ firstName: 'Ada', lastName: 'Lovelace', role: 'Tester' });
  return {
    id: fakeId(),
    softwareId: fakeId(),
    builderId: builder.id,
    testerId: tester.id,
    lastMessageAt: null,
    createdAt: new Date().toISOString(),
    builder,
    tester,
    software: { id: fakeId(), name: 'TaskFlow', imageUrl: `/objects/${fakeId()}` },
    lastMessage: null,
    unreadCount: 0,
    ...overrides,
  };
}

export function makeMessage(sender: Participant, overrides: Partial<Message> = {}): Message {
  return {
    id: fakeId(),
    conversationId: fakeId(),
    senderId: sender.id,
    content: 'Hello there',
    readAt: null,
    createdAt: new Date().toISOString(),
    sender,
    ...overrides,
  };
}
