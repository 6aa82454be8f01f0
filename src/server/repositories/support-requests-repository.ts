import type { Executor } from './executor';

/** Stores a request for help from support. */
export async function insertSupportRequest(
  db: Executor,
  request: { kind: string; userId: string; name: string; contact: string; message: string; createdAt: Date },
): Promise<void> {
  await db
    .insertInto('supportRequests')
    .values({
      kind: request.kind,
      userId: request.userId,
      name: request.name,
      contact: request.contact,
      message: request.message,
      createdAt: request.createdAt,
    })
    .execute();
}
