/** The back office's sections, in the order of the navigation; `adminOnly` ones are hidden from operators. */
export interface NavItem {
  path: string;
  key: string;
  adminOnly?: boolean;
}

export const NAV_ITEMS: NavItem[] = [
  { path: '/admin', key: 'dashboard' },
  { path: '/admin/intake', key: 'intake' },
  { path: '/admin/unidentified', key: 'unidentified' },
  { path: '/admin/disputes', key: 'disputes' },
  { path: '/admin/flights', key: 'flights' },
  { path: '/admin/handover', key: 'handover' },
  { path: '/admin/customs/queue', key: 'customsQueue' },
  { path: '/admin/storage', key: 'storage' },
  { path: '/admin/claims', key: 'claims' },
  { path: '/admin/courier', key: 'courier' },
  { path: '/admin/customers', key: 'customers' },
  { path: '/admin/content', key: 'content' },
  { path: '/admin/customs', key: 'customs' },
  { path: '/admin/service-rules', key: 'serviceRules' },
  { path: '/admin/payments', key: 'payments' },
  { path: '/admin/cash-report', key: 'cashReport' },
  { path: '/admin/staff', key: 'staff', adminOnly: true },
  { path: '/admin/audit', key: 'audit', adminOnly: true },
];
