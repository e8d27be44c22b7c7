export { meta } from './meta';
export { generateUserAgent, USER_AGENT_FILE, type UserAgentInput } from './user-agent';
