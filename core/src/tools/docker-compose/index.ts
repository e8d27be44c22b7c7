export { DOCKER_COMPOSE_FILE, type DockerComposeInput, generateDockerCompose } from './docker-compose';
export { meta } from './meta';
