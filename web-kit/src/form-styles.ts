/**
 * The look every remote's pages and forms share, scoped under the remote's root class and named
 * with its prefix (`formStyles('.refurb-account', 'ac')` styles `.refurb-account .ac-field`, ...),
 * so two remotes on one page never restyle each other and the host's CSS cannot reach them.
 * Mobile first (360 px): one column, controls at least 44 px high; wider screens only get a
 * readable measure and buttons side by side. Contrast is AA. A remote adds its own parts after it.
 */
/** The place combobox's list under its input (place-combobox.tsx), for a remote's styles. */
export function comboboxStyles(scope: string, prefix: string): string {
  const c = `${scope} .${prefix}-combobox`;
  return `${c} {
  position: relative;
}
${c} input {
  width: 100%;
  box-sizing: border-box;
}
${c}-list {
  position: absolute;
  z-index: 20;
  left: 0;
  right: 0;
  top: 100%;
  max-height: 16rem;
  overflow-y: auto;
  margin: 2px 0 0;
  padding: 4px 0;
  list-style: none;
  background: #fff;
  border: 1px solid #767676;
  border-radius: 6px;
  box-shadow: 0 4px 12px rgba(0, 0, 0, 0.15);
}
${c}-list li {
  min-height: 44px;
  box-sizing: border-box;
  padding: 10px 12px;
  cursor: pointer;
  overflow-wrap: anywhere;
}
${c}-active {
  background: #e8f0fe;
  outline: 2px solid #1a56db;
  outline-offset: -2px;
}
${c}-detail {
  color: #4a4a4a;
  font-size: 0.9em;
}
${c}-status {
  margin: 0;
  color: #4a4a4a;
  font-size: 0.9em;
}
${c}-status:empty {
  display: none;
}
`;
}

export function formStyles(scope: string, prefix: string): string {
  const s = (selectors: string) =>
    selectors
      .split(',')
      .map((selector) => `${scope} ${selector.trim().replaceAll('.$', `.${prefix}`)}`)
      .join(',\n');
  // The root is its own block formatting context: the margins of the loading line and of the
  // first heading stay inside, so the page does not move when the view replaces the loading line.
  return `${scope} {
  display: flow-root;
  font: inherit;
  color: #1d1d1f;
}
${s('.$-page')} {
  max-width: 960px;
  margin: 0 auto;
  padding: 12px;
}
${s('h1')} {
  font-size: 1.5rem;
  margin: 0 0 8px;
}
${s('.$-subtitle')} {
  font-size: 1.1rem;
  margin: 16px 0 8px;
}
${s('.$-intro, .$-note')} {
  color: #4a4a4a;
}
${s('fieldset')} {
  border: 0;
  padding: 0;
  margin: 0 0 12px;
  min-width: 0;
}
${s('legend')} {
  font-weight: 600;
  margin-bottom: 6px;
  padding: 0;
}
${s('.$-choice label, .$-check')} {
  display: flex;
  gap: 10px;
  align-items: center;
  min-height: 44px;
}
${s('.$-check')} {
  flex-wrap: wrap;
}
${s('.$-check .$-field-error')} {
  flex-basis: 100%;
}
${s('.$-field')} {
  display: grid;
  gap: 4px;
  margin-bottom: 12px;
}
${s('.$-field label')} {
  font-weight: 600;
}
${s('.$-field-need')} {
  font-weight: 400;
  color: #555;
  font-size: 0.85em;
}
${s("input:not([type='radio'], [type='checkbox']), select, textarea")} {
  font: inherit;
  min-height: 44px;
  padding: 8px 10px;
  border: 1px solid #767676;
  border-radius: 6px;
  background: #fff;
  color: inherit;
  width: 100%;
  box-sizing: border-box;
}
${s("input[type='radio'], input[type='checkbox']")} {
  width: 22px;
  height: 22px;
}
${s("[aria-invalid='true']")} {
  border-color: #a4262c;
  box-shadow: 0 0 0 1px #a4262c;
}
${s('.$-field-hint')} {
  margin: 0;
  color: #4a4a4a;
  font-size: 0.9em;
}
${s('.$-field-error, .$-form-errors, .$-alert')} {
  margin: 0 0 8px;
  color: #a4262c;
}
${s('.$-form-errors, .$-alert, .$-error')} {
  padding: 8px 10px;
  border: 1px solid #a4262c;
  border-radius: 6px;
}
${s('.$-actions')} {
  display: grid;
  gap: 8px;
  margin: 12px 0;
}
${s('.$-primary, .$-secondary')} {
  display: inline-flex;
  justify-content: center;
  align-items: center;
  min-height: 48px;
  padding: 10px 18px;
  border-radius: 6px;
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  width: 100%;
  box-sizing: border-box;
  cursor: pointer;
}
${s('.$-primary')} {
  border: 0;
  background: #0b3d2e;
  color: #fff;
}
${s('.$-primary:disabled')} {
  background: #5c6f68;
  cursor: progress;
}
${s('.$-secondary')} {
  border: 1px solid #0b3d2e;
  background: #fff;
  color: #0b3d2e;
}
${s('.$-link')} {
  border: 0;
  background: none;
  padding: 0;
  min-height: 44px;
  font: inherit;
  color: #0a58ca;
  text-decoration: underline;
  cursor: pointer;
  justify-self: start;
}
${s(':focus-visible')} {
  outline: 3px solid #0a58ca;
  outline-offset: 2px;
}
@media (min-width: 600px) {
  ${s('.$-actions')} {
    grid-auto-flow: column;
    justify-content: start;
  }
  ${s('.$-primary, .$-secondary')} {
    width: auto;
  }
}
${comboboxStyles(scope, prefix)}`;
}
