import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'cidr',
  title: 'IP Subnet Calculator',
  description:
    'An IPv4 or IPv6 CIDR read as its range, netmask, wildcard and hosts; split, summarised, or checked for an address.',
  group: 'converters',
  category: 'network',
  icon: 'network',
  keywords: [
    'subnet',
    'netmask',
    'wildcard',
    'prefix',
    'supernet',
    'summarize',
    'summarise',
    'aggregate',
    'ipcalc',
  ],
  tabs: [
    { id: 'subnet', keywords: ['netmask', 'wildcard', 'subnet'] },
    { id: 'summarize', keywords: ['summarize', 'summarise', 'supernet', 'aggregate'] },
  ],
  cli: { commands: ['cidr'] },
  utility: true,
});
