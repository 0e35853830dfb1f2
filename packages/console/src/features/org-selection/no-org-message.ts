/** docs/product/screens.md: the content's message while no org is selected. */
export const NO_ORG_MESSAGE = 'Please select an organization from the list to your left.';
