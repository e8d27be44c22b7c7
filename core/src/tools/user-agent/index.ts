export { meta } from './meta';
export {
  runUserAgent,
  runUserAgentSummaryText,
  runUserAgentText,
  type UserAgentCount,
  type UserAgentDetails,
  type UserAgentInput,
  type UserAgentReport,
} from './user-agent';
