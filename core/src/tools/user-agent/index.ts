export { meta } from './meta';
export {
  runUserAgent,
  runUserAgentSummaryText,
  runUserAgentText,
  type UserAgentDetails,
  type UserAgentReport,
} from './user-agent';
