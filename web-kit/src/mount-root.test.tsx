import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { mountInStages, mountRoot, nextTask } from './index';

const element = () => document.body.appendChild(document.createElement('div'));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('mountRoot', () => {
  it('renders the node and unmounts it', async () => {
    const target = element();
    let unmount = () => {};
    await act(async () => {
      unmount = mountRoot(target, <p>coșul</p>);
    });
    expect(target.textContent).toBe('coșul');
    act(() => unmount());
    expect(target.textContent).toBe('');
  });
});

describe('mountInStages', () => {
  it('runs nothing of the build in the task that mounts, then renders what it returns', async () => {
    const target = element();
    const steps: string[] = [];
    mountInStages(target, async () => {
      steps.push('first');
      await nextTask();
      steps.push('second');
      return <p>gata</p>;
    });
    expect(steps).toEqual([]);
    await waitFor(() => expect(target.textContent).toBe('gata'));
    expect(steps).toEqual(['first', 'second']);
  });

  it('renders nothing when unmounted before the build is done', async () => {
    const target = element();
    let finish: (node: ReactNode) => void = () => {};
    const unmount = mountInStages(
      target,
      () => new Promise<ReactNode>((resolve) => (finish = resolve)),
    );
    await nextTask();
    unmount();
    await act(async () => {
      finish(<p>prea târziu</p>);
      await nextTask();
    });
    expect(target.textContent).toBe('');
  });

  it('reports a build that fails and leaves the element empty', async () => {
    const target = element();
    const reported: unknown[] = [];
    const original = globalThis.reportError;
    globalThis.reportError = (error: unknown) => reported.push(error);
    try {
      mountInStages(target, () => Promise.reject(new Error('chunk evaluation failed')));
      await waitFor(() => expect(reported).toHaveLength(1));
      expect((reported[0] as Error).message).toBe('chunk evaluation failed');
      expect(target.textContent).toBe('');
    } finally {
      globalThis.reportError = original;
    }
  });

  it('reports nothing for a build that fails after an unmount', async () => {
    const reportError = jest.fn();
    const original = globalThis.reportError;
    globalThis.reportError = reportError;
    try {
      const unmount = mountInStages(element(), async () => {
        await nextTask();
        throw new Error('gone');
      });
      unmount();
      await nextTask();
      await nextTask();
      expect(reportError).not.toHaveBeenCalled();
    } finally {
      globalThis.reportError = original;
    }
  });
});

describe("mountInStages' ready", () => {
  it('settles ok once rendered', async () => {
    const target = element();
    const unmount = mountInStages(target, async () => <p>gata</p>);
    await expect(unmount.ready).resolves.toEqual({ ok: true });
    await waitFor(() => expect(target.textContent).toBe('gata'));
    act(() => unmount());
  });

  it('hands a failed build to the host that reads it, and reports nothing itself', async () => {
    const reportError = jest.fn();
    const original = globalThis.reportError;
    globalThis.reportError = reportError;
    try {
      const target = element();
      const failure = new Error('mf_cart: props invalid at country: Invalid option');
      const unmount = mountInStages(target, () => Promise.reject(failure));
      await expect(unmount.ready).resolves.toEqual({ ok: false, error: failure });
      expect(reportError).not.toHaveBeenCalled();
      expect(target.textContent).toBe('');
    } finally {
      globalThis.reportError = original;
    }
  });
});
