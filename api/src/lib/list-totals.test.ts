import { describe, expect, it } from 'vitest';
import { ListPages, ListTotals, type CachedList } from './list';

/** A count whose answer the test gives when it wants, and how many times it was asked. */
function deferredCount() {
  let calls = 0;
  const pending: { resolve: (n: number) => void; reject: (e: Error) => void }[] = [];
  const count = () => {
    calls += 1;
    return new Promise<number>((resolve, reject) => pending.push({ resolve, reject }));
  };
  return {
    count,
    calls: () => calls,
    answer: (n: number) => pending.shift()?.resolve(n),
    fail: () => pending.shift()?.reject(new Error('database down')),
  };
}

describe('ListTotals', () => {
  it('shares one count between the requests that ask for the same total at once', async () => {
    const totals = new ListTotals(0);
    const db = deferredCount();
    const asked = [totals.get('a', db.count), totals.get('a', db.count), totals.get('a', db.count)];
    db.answer(42);
    expect(await Promise.all(asked)).toEqual([42, 42, 42]);
    expect(db.calls()).toBe(1);
  });

  it('with no lifetime, counts again once the count has settled', async () => {
    const totals = new ListTotals(0);
    let n = 0;
    expect(await totals.get('a', async () => ++n)).toBe(1);
    expect(await totals.get('a', async () => ++n)).toBe(2);
    expect(totals.size).toBe(0);
  });

  it('reuses a total for its lifetime, then counts again', async () => {
    const totals = new ListTotals(5000);
    let n = 0;
    expect(await totals.get('a', async () => ++n)).toBe(1);
    expect(await totals.get('a', async () => ++n, Date.now() + 4000)).toBe(1);
    expect(await totals.get('a', async () => ++n, Date.now() + 6000)).toBe(2);
  });

  it('keeps each filter set apart', async () => {
    const totals = new ListTotals(5000);
    expect(await totals.get('a', async () => 1)).toBe(1);
    expect(await totals.get('b', async () => 2)).toBe(2);
    expect(await totals.get('a', async () => 3)).toBe(1);
  });

  it('forgets everything on clear', async () => {
    const totals = new ListTotals(5000);
    await totals.get('a', async () => 1);
    totals.clear();
    expect(await totals.get('a', async () => 2)).toBe(2);
  });

  it('does not keep a failed count', async () => {
    const totals = new ListTotals(5000);
    const db = deferredCount();
    const first = totals.get('a', db.count);
    db.fail();
    await expect(first).rejects.toThrow('database down');
    const second = totals.get('a', db.count);
    db.answer(7);
    expect(await second).toBe(7);
    expect(db.calls()).toBe(2);
  });

  it('a count cleared while under way is not kept when it settles', async () => {
    const totals = new ListTotals(5000);
    const db = deferredCount();
    const stale = totals.get('a', db.count);
    totals.clear();
    const fresh = totals.get('a', db.count);
    db.answer(1);
    db.answer(2);
    expect(await stale).toBe(1);
    expect(await fresh).toBe(2);
    expect(await totals.get('a', db.count)).toBe(2);
  });

  it('drops the oldest filter sets past its limit', async () => {
    const totals = new ListTotals(5000, 2);
    await totals.get('a', async () => 1);
    await totals.get('b', async () => 2);
    await totals.get('c', async () => 3);
    expect(totals.size).toBe(2);
    expect(await totals.get('a', async () => 10)).toBe(10);
  });
});

describe('ListPages', () => {
  // A list declared without tables: ListPages keys by its name only (cachedList would also record it).
  const companies: CachedList = { name: 'organizaciones', tables: [], pageQuery: () => null };
  const consultants: CachedList = { name: 'consultores', tables: [], pageQuery: () => null };

  /** A page read: the number of reads so far. */
  function reader() {
    let reads = 0;
    return { read: async () => ++reads, reads: () => reads };
  }

  it('keeps nothing until the change notices arrive, nor when they stop', async () => {
    const pages = new ListPages(60_000);
    const db = reader();
    expect(await pages.page(companies, 'p1', db.read)).toBe(1);
    expect(await pages.page(companies, 'p1', db.read)).toBe(2);
    pages.live = true;
    expect(await pages.page(companies, 'p1', db.read)).toBe(3);
    expect(await pages.page(companies, 'p1', db.read)).toBe(3);
    // Deaf again: what was kept is forgotten, and every page is read.
    pages.live = false;
    expect(pages.size).toBe(0);
    expect(await pages.page(companies, 'p1', db.read)).toBe(4);
    expect(await pages.page(companies, 'p1', db.read)).toBe(5);
  });

  it('keeps nothing with no lifetime, notices or not', async () => {
    const pages = new ListPages(0);
    pages.live = true;
    const db = reader();
    await pages.page(companies, 'p1', db.read);
    await pages.page(companies, 'p1', db.read);
    expect(db.reads()).toBe(2);
    expect(pages.keeping).toBe(false);
  });

  it("keys by list and key: one list's page is never another's", async () => {
    const pages = new ListPages(60_000);
    pages.live = true;
    expect(await pages.page(companies, 'p1', async () => 'companies p1')).toBe('companies p1');
    expect(await pages.page(consultants, 'p1', async () => 'consultants p1')).toBe('consultants p1');
    expect(await pages.page(companies, 'p2', async () => 'companies p2')).toBe('companies p2');
    expect(await pages.page(companies, 'p1', async () => 'read again')).toBe('companies p1');
  });

  it('a page being read when a change is told is not kept: the next request reads it again', async () => {
    const pages = new ListPages(60_000);
    pages.live = true;
    const db = deferredCount();
    const before = pages.page(companies, 'p1', db.count);
    pages.clear();
    const after = pages.page(companies, 'p1', db.count);
    db.answer(1);
    db.answer(2);
    expect(await before).toBe(1);
    expect(await after).toBe(2);
    expect(await pages.page(companies, 'p1', db.count)).toBe(2);
    expect(db.calls()).toBe(2);
  });
});
