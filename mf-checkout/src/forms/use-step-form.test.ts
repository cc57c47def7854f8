import { describe, expect, it } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { useStepForm, type FieldForm } from './use-step-form';

type Key = 'name' | 'email';

const empty: FieldForm<Key> = {
  name: { value: '', isValid: false },
  email: { value: '', isValid: false },
};

function start() {
  const drafts: FieldForm<Key>[] = [];
  const hook = renderHook(() =>
    useStepForm<Key>({
      initial: empty,
      validate: (values) => ({ name: values.name.value !== '', email: values.email.value !== '' }),
      onDraft: (form) => void drafts.push(form),
      idPrefix: 'test',
    }),
  );
  return { hook, drafts };
}

describe('useStepForm', () => {
  it('a prefill that comes after the person started typing fills only what is still empty', () => {
    const { hook, drafts } = start();
    // The prefill's effect holds the `fill` of the render before the keystroke (on Preact, which
    // runs the pages, effects run after the next paint: the person may have typed by then).
    const staleFill = hook.result.current.fill;
    act(() => hook.result.current.set('name', 'Ana Pop'));
    act(() => staleFill({ name: 'Account Name', email: 'ana@example.ro' }, { onlyEmpty: true }));
    expect(hook.result.current.form.name.value).toBe('Ana Pop');
    expect(hook.result.current.form.email.value).toBe('ana@example.ro');
    expect(hook.result.current.form.email.isValid).toBe(true);
    expect(drafts.at(-1)?.name.value).toBe('Ana Pop');
  });

  it('two changes before a render both stay', () => {
    const { hook } = start();
    const { set } = hook.result.current;
    act(() => {
      set('name', 'Ana Pop');
      set('email', 'ana@example.ro');
    });
    expect(hook.result.current.form.name.value).toBe('Ana Pop');
    expect(hook.result.current.form.email.value).toBe('ana@example.ro');
  });
});
