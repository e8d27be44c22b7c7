export {
  type ComposeFileObject,
  type ComposeNote,
  DOCKER_COMPOSE_LIMITS,
  DOCKER_COMPOSE_MESSAGES,
  type DockerComposeInput,
  type DockerComposeResult,
  runDockerCompose,
  runDockerComposeText,
} from './docker-compose';
export { meta } from './meta';
