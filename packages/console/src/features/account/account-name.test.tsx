import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleTestbed, demoFetch } from '../../../test/console-testbed';
import { AccountName } from './account-name';

describe('AccountName', () => {
  it("asks for the account once a page, however often the header's controls mount anew", async () => {
    const demo = demoFetch();
    let asked = 0;
    const bed = consoleTestbed({
      token: demo.token,
      fetch: (input, init) => {
        if (new Request(input, init).url.endsWith('/admin/account')) asked += 1;
        return demo.fetch(input, init);
      },
    });
    const first = render(<AccountName />, { wrapper: bed.wrapper });
    expect(await screen.findByTestId('account-name')).toBeTruthy();
    // The header's buttons mount anew when their tooltips arrive.
    first.unmount();
    render(<AccountName />, { wrapper: bed.wrapper });
    expect(screen.getByTestId('account-name').textContent).not.toBe('');
    await waitFor(() => expect(bed.queryClient.isFetching()).toBe(0));
    expect(asked).toBe(1);
  });
});
