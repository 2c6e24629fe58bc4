// English texts of the portal home's charts (docs/portal.md): credit balance over time and
// spend per month, per currency, with their table alternative. Loaded with the charts
// (ensureArea('portalCharts')).
export const portalCharts = {
  'portalCharts.title': 'Activity',
  'portalCharts.loading': 'Loading your billing history…',
  'portalCharts.failed': 'Your billing history could not be loaded.',
  'portalCharts.empty':
    'No credit activity or payments yet. Charts of your balance and spending show here once you have some.',
  'portalCharts.currency': 'Currency',
  'portalCharts.balance.title': 'Credit balance over time',
  'portalCharts.balance.summary':
    '{currency}: {count} days with activity from {from} to {to}; balance now {last}, highest {max}.',
  'portalCharts.balance.empty': 'No credit activity yet.',
  'portalCharts.balance.day': 'Day',
  'portalCharts.balance.value': 'Balance',
  'portalCharts.spend.title': 'Spend per month',
  'portalCharts.spend.summary':
    '{currency}: {total} paid over {count} months from {from} to {to}; most in {topMonth} ({top}).',
  'portalCharts.spend.empty': 'No payments yet.',
  'portalCharts.spend.month': 'Month',
  'portalCharts.spend.value': 'Paid',
  'portalCharts.showTable': 'Show the figures as a table',
  'portalCharts.hideTable': 'Hide the table',
};
