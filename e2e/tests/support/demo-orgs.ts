import { expect, type Page } from '@playwright/test';

/** An org of the demo tree, as the search call answers it. */
export interface FoundOrg {
  name: string;
  number: string;
  type: string;
  status: string;
}

/** Finds active demo orgs of a type through the same search call the console makes. */
export async function orgsOfType(page: Page, type: string): Promise<FoundOrg[]> {
  return page.evaluate(async (wanted) => {
    const token = decodeURIComponent(/AccessToken=([^;]+)/.exec(document.cookie)?.[1] ?? '');
    const response = await fetch('/AdminApi/org/tree/search/GN-1', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const orgs = (await response.json()) as FoundOrg[];
    return orgs.filter((org) => org.type === wanted && org.status === 'Active');
  }, type);
}

/** The first active demo org of a type; fails the test when the demo tree has none. */
export async function firstOrgOfType(page: Page, type: string): Promise<FoundOrg> {
  const [org] = await orgsOfType(page, type);
  if (!org) throw new Error(`The demo tree has no active ${type}`);
  return org;
}

/** Selects an org by typing its number in the search box, as a user would. */
export async function selectByNumber(page: Page, number: string) {
  const box = page.getByRole('combobox', { name: 'Search for Org' });
  await box.fill(number);
  await expect(page.getByTestId('org-search-header')).toHaveText('Results (1 match)');
  await box.press('Enter');
  await expect(page.getByRole('treeitem', { selected: true })).toHaveAttribute(
    'data-org-number',
    number,
  );
}

/**
 * Selects an org by searching its number and clicking its result, which also works while
 * another org is selected (Enter would then choose the `Stay On` row).
 */
export async function selectOrg(page: Page, org: Pick<FoundOrg, 'name' | 'number'>) {
  const box = page.getByRole('combobox', { name: 'Search for Org' });
  await box.fill(org.number);
  await expect(page.getByTestId('org-search-header')).toHaveText('Results (1 match)');
  await page.getByRole('option', { name: org.name, exact: true }).click();
  await expect(page.getByRole('treeitem', { selected: true })).toHaveAttribute(
    'data-org-number',
    org.number,
  );
}

/** A site for Bulk Change's journeys: its number and name, a plan name, its service areas' count. */
export interface BulkChangeSite {
  site: FoundOrg;
  plan: string;
  areas: number;
}

/** A site with at least three service areas, and a plan name every one of its areas has. */
export async function siteWithPlans(page: Page): Promise<BulkChangeSite> {
  const sites = await orgsOfType(page, 'Site');
  const found = await page.evaluate(
    async (candidates) => {
      const token = decodeURIComponent(/AccessToken=([^;]+)/.exec(document.cookie)?.[1] ?? '');
      const api = async (path: string) =>
        (await fetch(path, { headers: { Authorization: `Bearer ${token}` } })).json();
      const dbo = async (procedure: string, payload: unknown) =>
        (
          await fetch(`/GuestnetWS/DevApi/dbo/${procedure}`, {
            method: 'POST',
            body: JSON.stringify([token, payload]),
          })
        ).json();
      for (const site of candidates) {
        const areas = (await api(`/AdminApi/org/under/${site.number}?type=ServiceArea`)) as {
          number: string;
        }[];
        if (areas.length < 3) continue;
        const names = await Promise.all(
          areas.map(async (area) =>
            (
              (await dbo('ListServicePlans', { OrgNumber: area.number, PageSize: 500 })) as {
                Items: { Name: string }[];
              }
            ).Items.map((plan) => plan.Name),
          ),
        );
        const common = names[0]?.find((name) => names.every((list) => list.includes(name)));
        if (common) return { number: site.number, plan: common, areas: areas.length };
      }
      return null;
    },
    sites.slice(0, 12),
  );
  if (!found) throw new Error('No demo site has three service areas sharing a plan name');
  const site = sites.find((org) => org.number === found.number) as FoundOrg;
  return { site, plan: found.plan, areas: found.areas };
}

/**
 * An active service provider with 40 to 150 orgs under it: enough for a Bulk Change run over it
 * to be cut short halfway, few enough to undo quickly. Fails the test when the demo tree has none.
 */
export async function providerWithOrgsUnder(page: Page): Promise<FoundOrg> {
  const providers = await orgsOfType(page, 'ServiceProvider');
  const found = await page.evaluate(async (candidates) => {
    const token = decodeURIComponent(/AccessToken=([^;]+)/.exec(document.cookie)?.[1] ?? '');
    for (const org of candidates) {
      const under = (await (
        await fetch(`/AdminApi/org/under/${org.number}`, {
          headers: { Authorization: `Bearer ${token}` },
        })
      ).json()) as unknown[];
      if (under.length >= 40 && under.length <= 150) return org.number;
    }
    return null;
  }, providers);
  const org = providers.find((candidate) => candidate.number === found);
  if (!org) throw new Error('No demo service provider has 40 to 150 orgs under it');
  return org;
}
