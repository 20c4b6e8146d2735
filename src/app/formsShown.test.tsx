import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { paths } from '../config/paths';
import { forms, formNames } from '../forms/registry';
import { staticApp } from './staticApp';

/**
 * The registry says which page shows each form; the page, rendered as the prerender renders it,
 * must hold that form posting to its function, or a visitor without JavaScript (and every
 * visitor before the first touch) has no way to send it.
 */
it.each(formNames)('the %s form is on the page the registry says shows it', async (name) => {
  const { element } = await staticApp(paths[forms[name].shownOn]);
  document.body.innerHTML = renderToString(element);
  expect(document.body.querySelectorAll(`form[action="/api/${name}"]`)).toHaveLength(1);
});
