import { describe, expect, it } from 'vitest';
import { isTransientMailError, mailErrorText, mailJobId, mailMessageId, mailPace } from './delivery';

describe('mailJobId', () => {
  it('puts the row id in the last group and the resends in the first', () => {
    expect(mailJobId(26, 0)).toBe('00000000-0000-4000-8000-00000000001a');
    expect(mailJobId(26, 2)).toBe('00000002-0000-4000-8000-00000000001a');
    expect(mailJobId(26, 2)).not.toBe(mailJobId(26, 3));
  });

  it('refuses ids it cannot write', () => {
    expect(() => mailJobId(0, 0)).toThrow(RangeError);
    expect(() => mailJobId(1.5, 0)).toThrow(RangeError);
    expect(() => mailJobId(16 ** 12, 0)).toThrow(RangeError);
    expect(() => mailJobId(1, -1)).toThrow(RangeError);
  });
});

describe('isTransientMailError', () => {
  it('retries what the server put off or could not be reached for', () => {
    expect(isTransientMailError(Object.assign(new Error('busy'), { responseCode: 421 }))).toBe(true);
    expect(isTransientMailError(Object.assign(new Error('greylisted'), { responseCode: 450, code: 'EENVELOPE' }))).toBe(true);
    expect(isTransientMailError(Object.assign(new Error('refused'), { code: 'ECONNECTION' }))).toBe(true);
    expect(isTransientMailError(Object.assign(new Error('slow'), { code: 'ETIMEDOUT' }))).toBe(true);
  });

  it('gives up on a refusal or an error that names no cause', () => {
    expect(isTransientMailError(Object.assign(new Error('no such user'), { responseCode: 550, code: 'EENVELOPE' }))).toBe(false);
    expect(isTransientMailError(new Error('bad message'))).toBe(false);
    expect(isTransientMailError('text')).toBe(false);
    expect(isTransientMailError(null)).toBe(false);
  });
});

describe('mailErrorText', () => {
  it('keeps the message, cut to the limit', () => {
    expect(mailErrorText(new Error('550 Mailbox unavailable'))).toBe('550 Mailbox unavailable');
    expect(mailErrorText('x'.repeat(2000), 10)).toBe('x'.repeat(10));
  });
});

describe('mailMessageId', () => {
  it('names the row on the portal host', () => {
    expect(mailMessageId(7, 'https://portal.dapcon.org/base')).toBe('<correo-7@portal.dapcon.org>');
  });
});

describe('mailPace', () => {
  it('spaces the messages evenly: 120 a minute is one every 500 ms, with no burst', async () => {
    let clock = 1_000;
    const waits: number[] = [];
    const pace = mailPace(
      120,
      () => clock,
      async (ms) => {
        waits.push(ms);
        clock += ms;
      },
    );
    await pace.next();
    await pace.next();
    await pace.next();
    expect(waits).toEqual([500, 500]);
    // Time spent elsewhere counts: after 2 s idle the next one goes at once.
    clock += 2_000;
    await pace.next();
    expect(waits).toEqual([500, 500]);
    clock += 100;
    await pace.next();
    expect(waits).toEqual([500, 500, 400]);
  });
});
