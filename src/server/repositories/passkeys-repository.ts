import type { Executor } from './executor';

/** A stored passkey (WebAuthn credential). */
export interface StoredPasskey {
  readonly id: string;
  readonly accountId: number;
  readonly name: string;
  /** COSE public key, base64url. */
  readonly publicKey: string;
  readonly counter: number;
  readonly transports: readonly string[];
  readonly deviceType: 'singleDevice' | 'multiDevice';
  readonly backedUp: boolean;
  readonly createdAt: Date;
  readonly lastUsedAt: Date | null;
}

const columns = ['id', 'accountId', 'name', 'publicKey', 'counter', 'transports', 'deviceType', 'backedUp', 'createdAt', 'lastUsedAt'] as const;

type Row = {
  id: string;
  accountId: number;
  name: string;
  publicKey: string;
  counter: number;
  transports: string[];
  deviceType: 'singleDevice' | 'multiDevice';
  backedUp: boolean;
  createdAt: Date;
  lastUsedAt: Date | null;
};

function toPasskey(row: Row): StoredPasskey {
  return {
    id: row.id,
    accountId: row.accountId,
    name: row.name,
    publicKey: row.publicKey,
    counter: Number(row.counter),
    transports: row.transports,
    deviceType: row.deviceType,
    backedUp: row.backedUp,
    createdAt: row.createdAt,
    lastUsedAt: row.lastUsedAt,
  };
}

/** The account's passkeys, oldest first. */
export async function listPasskeys(db: Executor, accountId: number): Promise<StoredPasskey[]> {
  const rows = await db.selectFrom('passkeys').select(columns).where('accountId', '=', accountId).orderBy('createdAt').orderBy('id').execute();
  return rows.map(toPasskey);
}

/** A passkey by credential id, whoever owns it (the login looks it up before knowing the account). */
export async function findPasskey(db: Executor, id: string): Promise<StoredPasskey | undefined> {
  const row = await db.selectFrom('passkeys').select(columns).where('id', '=', id).executeTakeFirst();
  return row && toPasskey(row);
}

/** Stores a new passkey; false when the credential id is registered already (to anyone). */
export async function insertPasskey(db: Executor, passkey: Omit<StoredPasskey, 'lastUsedAt'>): Promise<boolean> {
  const inserted = await db
    .insertInto('passkeys')
    .values({
      id: passkey.id,
      accountId: passkey.accountId,
      name: passkey.name,
      publicKey: passkey.publicKey,
      counter: passkey.counter,
      transports: [...passkey.transports],
      deviceType: passkey.deviceType,
      backedUp: passkey.backedUp,
      createdAt: passkey.createdAt,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Records a use: the authenticator's new counter and backup state. */
export async function recordPasskeyUse(db: Executor, id: string, use: { counter: number; deviceType: 'singleDevice' | 'multiDevice'; backedUp: boolean; at: Date }): Promise<void> {
  await db
    .updateTable('passkeys')
    .set({ counter: use.counter, deviceType: use.deviceType, backedUp: use.backedUp, lastUsedAt: use.at })
    .where('id', '=', id)
    .execute();
}

/** Renames one of the account's passkeys; undefined when it is not the account's. */
export async function renamePasskey(db: Executor, accountId: number, id: string, name: string): Promise<StoredPasskey | undefined> {
  const row = await db
    .updateTable('passkeys')
    .set({ name })
    .where('id', '=', id)
    .where('accountId', '=', accountId)
    .returning(columns)
    .executeTakeFirst();
  return row && toPasskey(row);
}

/** Removes one of the account's passkeys; its name, or undefined when it is not the account's. */
export async function deletePasskey(db: Executor, accountId: number, id: string): Promise<string | undefined> {
  const row = await db.deleteFrom('passkeys').where('id', '=', id).where('accountId', '=', accountId).returning('name').executeTakeFirst();
  return row?.name;
}
