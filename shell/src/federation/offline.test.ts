import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@dapcon/shared-sdk';
import { isNetworkFailure, isOfflineFailure, useOnline, useWhenOnline } from './offline';

/** What the federation runtime throws when an area's manifest got no answer (as Chromium logs it). */
const manifestUnreachable = new Error(
  '[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003\nargs: {"manifestUrl":"http://127.0.0.1/remotes/mf-empresas/mf-manifest.json"}\nOriginal Error Message:\n TypeError: Failed to fetch',
);

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

describe('isNetworkFailure', () => {
  it("is true for a request that got no answer: fetch's TypeError in each browser, the federation runtime's, the SDK's status 0", () => {
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkFailure(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(true);
    expect(isNetworkFailure(new TypeError('Load failed'))).toBe(true);
    expect(isNetworkFailure(manifestUnreachable)).toBe(true);
    expect(isNetworkFailure(new ApiError(0, 'Failed to fetch'))).toBe(true);
    expect(isNetworkFailure(new Error('The area did not load', { cause: new TypeError('Failed to fetch') }))).toBe(true);
  });

  it('is false for an answer that came (an HTTP status), a timeout, a script that did not run, or no error', () => {
    expect(isNetworkFailure(new ApiError(503, 'Servicio no disponible'))).toBe(false);
    expect(isNetworkFailure(new ApiError(0, 'Request timed out: GET http://127.0.0.1/api/empresas'))).toBe(false);
    expect(isNetworkFailure(Object.assign(new Error('Loading chunk 412 failed.\n(error: http://127.0.0.1/412.js)'), { name: 'ChunkLoadError' }))).toBe(false);
    expect(isNetworkFailure(new SyntaxError('Unexpected token < in JSON at position 0'))).toBe(false);
    expect(isNetworkFailure(undefined)).toBe(false);
    expect(isNetworkFailure('Failed to fetch')).toBe(false);
  });
});

describe('isOfflineFailure', () => {
  it('is true for any failure while the browser is offline, and for a network failure while it says it is online', () => {
    const chunk = Object.assign(new Error('Loading chunk 412 failed.'), { name: 'ChunkLoadError' });
    expect(isOfflineFailure(chunk)).toBe(false);
    expect(isOfflineFailure(new TypeError('Failed to fetch'))).toBe(true);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(isOfflineFailure(chunk)).toBe(true);
  });
});

describe('useOnline and useWhenOnline', () => {
  it("follow the browser's 'offline' and 'online' events", () => {
    const action = vi.fn();
    const { result } = renderHook(() => {
      useWhenOnline(action);
      return useOnline();
    });
    expect(result.current).toBe(true);
    goOffline(true);
    expect(result.current).toBe(false);
    expect(action).not.toHaveBeenCalled();
    goOffline(false);
    expect(result.current).toBe(true);
    expect(action).toHaveBeenCalledTimes(1);
  });

  it("stop listening once unmounted", () => {
    const action = vi.fn();
    const { unmount } = renderHook(() => useWhenOnline(action));
    unmount();
    goOffline(false);
    expect(action).not.toHaveBeenCalled();
  });
});
