// @vitest-environment jsdom
// The storefront's link (app/components/link.tsx): the markup of React Router's <Link> for a site path, and the
// same click rules: a plain left click navigates in the app, a link to where the shopper is replaces that entry,
// anything else (modifier keys, another target, a handler that prevents it) is the browser's; other kinds of
// `to` are React Router's own link, and so is every link outside `LinkNavigation` (the root's layout).
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { Link as RouterLink, RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link, LinkNavigation } from '../app/components/link';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const routerWith = (page: React.ReactNode, at = '/vloerkleden', { navigation = true } = {}) => {
  const element = navigation ? <LinkNavigation>{page}</LinkNavigation> : page;
  return createMemoryRouter(
    [
      { path: '/vloerkleden', element },
      { path: '/product/:id/:slug', element },
      { path: '/vloerkleden/:sub', element },
    ],
    { initialEntries: [at] },
  );
};

const markup = (element: React.ReactNode, options?: { navigation?: boolean }) =>
  renderToStaticMarkup(<RouterProvider router={routerWith(element, undefined, options)} />);

describe('the markup', () => {
  it('is React Router link markup for a site path, without route discovery', () => {
    const props = { to: '/product/2072/liv?maat=2', className: 'card__link', 'aria-label': 'Liv' } as const;
    expect(markup(<Link {...props}>Liv</Link>)).toBe(
      markup(<RouterLink {...props}>Liv</RouterLink>).replace(' data-discover="true"', ''),
    );
    expect(markup(<Link {...props}>Liv</Link>)).toBe(
      '<a class="card__link" aria-label="Liv" href="/product/2072/liv?maat=2">Liv</a>',
    );
  });

  it('leaves a relative or object `to` to React Router', () => {
    expect(markup(<Link to="wollen-vloerkleden">Wol</Link>)).toContain('href="/vloerkleden/wollen-vloerkleden"');
    expect(markup(<Link to={{ pathname: '/vloerkleden', search: '?page=2' }}>2</Link>)).toContain(
      'href="/vloerkleden?page=2"',
    );
    expect(markup(<Link to="//elders.example/x">x</Link>)).toContain('href="//elders.example/x"');
  });

  it('leaves a link outside LinkNavigation, or with a router prop it does not handle, to React Router', () => {
    const routerLink = ' data-discover="true"';
    expect(markup(<Link to="/vloerkleden">Vloerkleden</Link>, { navigation: false })).toContain(routerLink);
    expect(
      markup(
        <Link to="/vloerkleden" prefetch="intent">
          Vloerkleden
        </Link>,
      ),
    ).toContain(routerLink);
    expect(
      markup(
        <Link to="/vloerkleden" mask="/elders">
          Vloerkleden
        </Link>,
      ),
    ).toContain(routerLink);
    expect(markup(<Link to="/vloerkleden">Vloerkleden</Link>)).not.toContain(routerLink);
  });
});

describe('a click', () => {
  let container: HTMLDivElement;
  let root: Root;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  const mount = (element: React.ReactNode, at?: string) => {
    const router = routerWith(element, at);
    act(() => root.render(<RouterProvider router={router} />));
    return { router, anchor: container.querySelector('a')! };
  };
  /** Clicks, and answers whether the app took the click (jsdom cannot follow a link the app leaves). */
  const click = (anchor: HTMLAnchorElement, init: MouseEventInit = {}) => {
    let taken = false;
    const browser = (event: Event) => {
      taken = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', browser, { once: true });
    act(() => {
      anchor.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
    });
    return { defaultPrevented: taken };
  };

  it('navigates in the app on a plain left click, with the state given', async () => {
    const { router, anchor } = mount(
      <Link to="/product/2072/liv" state={{ from: 'grid' }}>
        Liv
      </Link>,
    );
    const event = click(anchor);
    expect(event.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/product/2072/liv'));
    expect(router.state.historyAction).toBe('PUSH');
    expect(router.state.location.state).toEqual({ from: 'grid' });
  });

  it('replaces the entry when the link is where the shopper is', async () => {
    const { router, anchor } = mount(<Link to="/vloerkleden?page=2">2</Link>, '/vloerkleden?page=2');
    click(anchor);
    await vi.waitFor(() => expect(router.state.historyAction).toBe('REPLACE'));
  });

  it('replaces the entry of where the shopper went since the page rendered', async () => {
    const { router, anchor } = mount(<Link to="/vloerkleden?page=2">2</Link>);
    await act(() => router.navigate('/vloerkleden?page=2'));
    click(anchor);
    await vi.waitFor(() => expect(router.state.historyAction).toBe('REPLACE'));
  });

  it.each([
    ['a modifier key', { ctrlKey: true }],
    ['shift', { shiftKey: true }],
    ['the middle button', { button: 1 }],
  ])('leaves %s to the browser', (_what, init) => {
    const { router, anchor } = mount(<Link to="/product/2072/liv">Liv</Link>);
    const event = click(anchor, init);
    expect(event.defaultPrevented).toBe(false);
    expect(router.state.location.pathname).toBe('/vloerkleden');
  });

  it('leaves another target to the browser', () => {
    const { router, anchor } = mount(
      <Link to="/product/2072/liv" target="_blank">
        Liv
      </Link>,
    );
    const event = click(anchor);
    expect(event.defaultPrevented).toBe(false);
    expect(router.state.location.pathname).toBe('/vloerkleden');
  });

  it("runs the link's own handler first, which can keep the shopper where they are", () => {
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    const { router, anchor } = mount(
      <Link to="/product/2072/liv" onClick={onClick}>
        Liv
      </Link>,
    );
    click(anchor);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/vloerkleden');
  });
});
