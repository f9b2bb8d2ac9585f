import { ulid } from 'ulid';
import type { AuditRecord } from '#shared/staff-audit';
import { tableName } from '../dynamo';
import { queryAll } from './query-all';
import type { TransactItem } from './transaction';

// What staff did to an article or a product, its images or prices (shared/staff-audit.ts):
// `AUDIT#<subject>` / `<at>#<ulid>`, put in the transaction of the change it records, so a refused
// change records nothing. Keys, items and their read only.

export type AuditSubject =
  | { kind: 'article'; language: string; link: string }
  | { kind: 'product'; id: string };

const partitionOf = (subject: AuditSubject) =>
  subject.kind === 'article'
    ? `AUDIT#article#${subject.language}#${subject.link}`
    : `AUDIT#product#${subject.id}`;

export const auditKeys = {
  record: (subject: AuditSubject, at: string) => ({ pk: partitionOf(subject), sk: `${at}#${ulid()}` }),
};

/** The record of a change, to commit with it. */
export const auditRecorded = (subject: AuditSubject, record: AuditRecord): TransactItem => ({
  Put: { TableName: tableName(), Item: { ...auditKeys.record(subject, record.at), record } },
});

/** What staff did to the subject, oldest first. */
export const auditOf = async (subject: AuditSubject): Promise<AuditRecord[]> =>
  (
    await queryAll({
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': partitionOf(subject) },
      ConsistentRead: true,
    })
  ).map((item) => item.record as AuditRecord);
