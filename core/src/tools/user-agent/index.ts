export { meta } from './meta';
export {
  runUserAgent,
  runUserAgentSummaryText,
  runUserAgentText,
  USER_AGENT_LIMITS,
  USER_AGENT_MESSAGES,
  type UserAgentCount,
  type UserAgentDetails,
  type UserAgentInput,
  type UserAgentReport,
} from './user-agent';
