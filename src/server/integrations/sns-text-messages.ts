import { type MessageAttributeValue, PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import type { CodeDelivery } from './code-delivery';

/** A stored number ('+49 151 2345 6734') as SNS takes it: E.164, without spaces or punctuation. */
export function e164(number: string): string {
  return number.replace(/[\s\-()./]/g, '');
}

export interface SnsOptions {
  /** Alphanumeric sender id (1–11 characters) where the destination country supports one. */
  readonly senderId: string | null;
  /** Replaces the client made from the SDK's standard variables (tests). */
  readonly client?: SNSClient;
}

/**
 * Text messages through Amazon SNS: one Publish straight to the phone number, as a transactional
 * message (SNS routes those for reliability, not cost; codes must arrive). Region, credentials and
 * endpoint come from the SDK's standard chain: AWS_REGION, AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY,
 * a profile or the instance role, and AWS_ENDPOINT_URL_SNS for another endpoint. The SDK retries
 * throttling and 5xx answers itself; an error that remains is thrown to the caller.
 */
export function snsTextMessages(options: SnsOptions): Required<CodeDelivery> {
  const client = options.client ?? new SNSClient({ maxAttempts: 3 });
  const attributes: Record<string, MessageAttributeValue> = { 'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' } };
  if (options.senderId) attributes['AWS.SNS.SMS.SenderID'] = { DataType: 'String', StringValue: options.senderId };
  return {
    async deliver(message) {
      await client.send(
        new PublishCommand({
          PhoneNumber: e164(message.recipient),
          Message: message.text,
          MessageAttributes: attributes,
        }),
      );
    },
    close: () => client.destroy(),
  };
}
