import type { Executor } from './executor';

/** Stores a request for help from support. */
export async function insertSupportRequest(
  db: Executor,
  request: { kind: string; userId: string; name: string; contact: string; message: string; createdAt: Date },
): Promise<void> {
  await db
    .insertInto('support_requests')
    .values({
      kind: request.kind,
      user_id: request.userId,
      name: request.name,
      contact: request.contact,
      message: request.message,
      created_at: request.createdAt,
    })
    .execute();
}
