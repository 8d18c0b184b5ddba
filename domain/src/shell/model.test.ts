import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import {
  $alerts,
  $notifications,
  $openPanel,
  alertShown,
  notificationDismissed,
  notificationShown,
  notificationsCleared,
  panelOpened,
  routeChanged,
} from './model';
import { message } from '../shell/message';

describe('notifications', () => {
  it('numbers toasts from 1, keeps their order and dismisses one by id', async () => {
    const scope = fork();
    await allSettled(notificationShown, { scope, params: { message: message('a') } });
    await allSettled(notificationShown, { scope, params: { message: message('b'), type: 'danger' } });
    expect(scope.getState($notifications).map((n) => [n.id, n.message.key, n.type, n.title])).toEqual([
      [1, 'a', 'info', null],
      [2, 'b', 'danger', null],
    ]);
    await allSettled(notificationDismissed, { scope, params: 1 });
    expect(scope.getState($notifications).map((n) => n.id)).toEqual([2]);
  });

  it('shows a list of notifications in its order, each with its own id', async () => {
    const scope = fork();
    await allSettled(notificationShown, { scope, params: { message: message('a') } });
    await allSettled(notificationShown, {
      scope,
      params: [{ message: message('b'), type: 'warning' }, { message: message('c') }],
    });
    await allSettled(notificationShown, { scope, params: [] });
    expect(scope.getState($notifications).map((n) => [n.id, n.message.key, n.type])).toEqual([
      [1, 'a', 'info'],
      [2, 'b', 'warning'],
      [3, 'c', 'info'],
    ]);
  });

  it('clears the notifications of a topic and keeps the others', async () => {
    const scope = fork();
    await allSettled(notificationShown, {
      scope,
      params: [
        { message: message('failed'), type: 'danger', topic: 'login' },
        { message: message('cart') },
        { message: message('failed again'), type: 'danger', topic: 'login' },
      ],
    });
    await allSettled(notificationsCleared, { scope, params: 'login' });
    expect(scope.getState($notifications).map((n) => n.message.key)).toEqual(['cart']);
  });
});

describe('route changes', () => {
  it('close the open panel and clear the alerts (spec §2, §4)', async () => {
    const scope = fork();
    await allSettled(panelOpened, { scope, params: { name: 'cart' } });
    await allSettled(alertShown, {
      scope,
      params: {
        id: 'x',
        state: 'danger',
        title: message('t'),
        message: message('m'),
        color: 'red',
        dismissible: false,
      },
    });
    expect(scope.getState($openPanel)?.name).toBe('cart');
    await allSettled(routeChanged, { scope, params: { pathname: '/a', search: '' } });
    expect(scope.getState($openPanel)).toBeNull();
    expect(scope.getState($alerts)).toEqual([]);
  });
});
