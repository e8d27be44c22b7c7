export { meta } from './meta';
export {
  parseUserAgent,
  runUserAgent,
  USER_AGENT_LIMITS,
  USER_AGENT_MESSAGES,
  type UserAgentCount,
  type UserAgentDetails,
  type UserAgentInput,
  type UserAgentReport,
  userAgentSummaryText,
  userAgentText,
} from './user-agent';
