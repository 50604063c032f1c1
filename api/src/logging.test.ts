import { describe, expect, it } from 'vitest';
import { redactUrl } from './logging';

/** A session token's shape (HS256, the API's claims). */
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwic2lkIjoiYWJjIiwiZXhwIjoxOTAwMDAwMDAwfQ.c2lnbmF0dXJlLW9mLXRoZS10b2tlbi0xMjM0NTY3';

describe('redactUrl', () => {
  it.each([
    ['/api/idiomas', '/api/idiomas'],
    ['/api/poblacion?cp=08001', '/api/poblacion?cp=08001'],
    ['/api/org-logo-img/3/img?token_img=abc', '/api/org-logo-img/3/img?token_img=%5BREDACTED%5D'],
    ['/x?token_doc=a&doc_type=iso&password=p', '/x?token_doc=%5BREDACTED%5D&doc_type=iso&password=%5BREDACTED%5D'],
    ['/x?api_key=1&SECRET=2', '/x?api_key=%5BREDACTED%5D&SECRET=%5BREDACTED%5D'],
    // Bank accounts: by the parameter's name, or by a value that looks like an IBAN whatever its name.
    ['/x?org_iban=1&num_cuenta=2&page=3', '/x?org_iban=%5BREDACTED%5D&num_cuenta=%5BREDACTED%5D&page=3'],
    ['/x?magic=ES91%202100%200418%204502%200005%201332', '/x?magic=%5BREDACTED%5D'],
    ['/x?magic=es9121000418450200051332&filter_cif=B08715427', '/x?magic=%5BREDACTED%5D&filter_cif=B08715427'],
    // Anything shaped like a JWT, under any name, in the path, or with its dots escaped (issue 33, item 24).
    [`/x?jwt=${JWT}&page=2`, '/x?jwt=%5BREDACTED%5D&page=2'],
    [`/x?q=${JWT}`, '/x?q=[REDACTED]'],
    [`/x?q=Bearer%20${JWT}`, '/x?q=Bearer%20[REDACTED]'],
    [`/api/org-logo-img/${JWT}/img`, '/api/org-logo-img/[REDACTED]/img'],
    [`/api/${JWT.replaceAll('.', '%2E')}?a=1`, '/api/[REDACTED]?a=1'],
    [`/api/x;${JWT}`, '/api/x;[REDACTED]'],
    ['/api/contenidos-web?orderby=titulo.asc', '/api/contenidos-web?orderby=titulo.asc'],
  ])('%s → %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});
