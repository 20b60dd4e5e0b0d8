import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/**
 * The React wrapper of one Ionic element, built as @ionic/react builds it (Stencil's React output
 * target) from the element's own module of `@ionic/core/components`.
 *
 * `@ionic/react` is a single module: every component imported from it, by any screen, lands in the
 * office shell's first load. A wrapper made here lands in the chunk of the screens that import its
 * file, and its element is defined when that chunk loads. `C` is the component's type in
 * `@ionic/react` (or the Stencil type where @ionic/react adds routing), so props and events are
 * typed as there. Import `@ionic/react` only for what the shell itself is made of (eslint.config.js).
 */
export function ionComponent<C>(
  tagName: string,
  elementClass: { new (): HTMLElement; prototype: HTMLElement },
  defineCustomElement: () => void,
  events: Record<string, string> = {},
): C {
  return createComponent({ tagName, elementClass, react: React, events, defineCustomElement }) as C;
}
