import { describe, expect, it } from 'vitest';
import { redactUrl } from './logging';

describe('redactUrl', () => {
  it.each([
    ['/api/idiomas', '/api/idiomas'],
    ['/api/poblacion?cp=08001', '/api/poblacion?cp=08001'],
    ['/api/org-logo-img/3/img?token_img=abc', '/api/org-logo-img/3/img?token_img=%5BREDACTED%5D'],
    ['/x?token_doc=a&doc_type=iso&password=p', '/x?token_doc=%5BREDACTED%5D&doc_type=iso&password=%5BREDACTED%5D'],
    ['/x?api_key=1&SECRET=2', '/x?api_key=%5BREDACTED%5D&SECRET=%5BREDACTED%5D'],
  ])('%s → %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});
