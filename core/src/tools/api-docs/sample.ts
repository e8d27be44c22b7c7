/** The page's sample: a small but realistic API written for this product (tags, refs, recursion, webhooks). */
export const SAMPLE_SPEC = `openapi: 3.1.0
info:
  title: Toolbox Snippets API
  version: 1.4.0
  description: Save, tag and share code snippets from the Dev Toolbox.
servers:
  - url: https://api.toolbox.example/v1
    description: Production
security:
  - bearerAuth: []
tags:
  - name: Snippets
    description: Create and browse snippets.
  - name: Folders
    description: Nested folders that hold snippets.
paths:
  /snippets:
    get:
      tags: [Snippets]
      operationId: listSnippets
      summary: List snippets
      parameters:
        - name: q
          in: query
          description: Full-text search over titles and code.
          schema: { type: string }
        - name: limit
          in: query
          schema: { type: integer, minimum: 1, maximum: 100, default: 20 }
      responses:
        '200':
          description: A page of snippets.
          content:
            application/json:
              schema:
                type: array
                items: { $ref: '#/components/schemas/Snippet' }
    post:
      tags: [Snippets]
      operationId: createSnippet
      summary: Create a snippet
      requestBody:
        required: true
        content:
          application/json:
            schema: { $ref: '#/components/schemas/NewSnippet' }
      responses:
        '201':
          description: The snippet was created.
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Snippet' }
          links:
            GetSnippet:
              operationId: getSnippet
              description: Fetch the created snippet by its id.
        '422':
          $ref: '#/components/responses/ValidationError'
  /snippets/{id}:
    parameters:
      - name: id
        in: path
        required: true
        schema: { type: string, format: uuid }
    get:
      tags: [Snippets]
      operationId: getSnippet
      summary: Get a snippet
      responses:
        '200':
          description: The snippet.
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Snippet' }
        '404': { description: No snippet has this id. }
    delete:
      tags: [Snippets]
      operationId: deleteSnippet
      summary: Delete a snippet
      description: |
        Deletes the snippet **for good**: there is no undo.
        Shared links stop working at once (see [sharing](https://toolbox.example/docs/sharing)).
      responses:
        '204': { description: Deleted. }
  /folders/{id}/tree:
    get:
      tags: [Folders]
      operationId: getFolderTree
      summary: Get a folder with its subfolders
      parameters:
        - name: id
          in: path
          required: true
          schema: { type: string }
      responses:
        '200':
          description: The folder tree.
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Folder' }
webhooks:
  snippetShared:
    post:
      operationId: snippetShared
      summary: A snippet was shared
      requestBody:
        content:
          application/json:
            schema: { $ref: '#/components/schemas/Snippet' }
      responses:
        '200': { description: Acknowledged. }
components:
  securitySchemes:
    bearerAuth: { type: http, scheme: bearer, bearerFormat: JWT }
  responses:
    ValidationError:
      description: The body is not valid.
      content:
        application/json:
          schema:
            type: object
            properties:
              message: { type: string }
              fields: { type: object, additionalProperties: { type: string } }
          example: { message: Invalid snippet, fields: { language: Unknown language } }
  schemas:
    NewSnippet:
      type: object
      required: [title, code, language]
      properties:
        title: { type: string, example: Debounce hook }
        code: { type: string, example: 'export function useDebounce() {}' }
        language: { type: string, enum: [typescript, javascript, sql, css, bash] }
        tags: { type: array, items: { type: string } }
        folderId: { type: [string, 'null'], format: uuid }
    Snippet:
      allOf:
        - $ref: '#/components/schemas/NewSnippet'
        - type: object
          required: [id, createdAt]
          properties:
            id: { type: string, format: uuid }
            createdAt: { type: string, format: date-time }
            visibility:
              oneOf:
                - { type: string, const: private }
                - { type: object, properties: { sharedWith: { type: array, items: { type: string, format: email } } } }
    Folder:
      type: object
      required: [id, name]
      properties:
        id: { type: string }
        name: { type: string }
        children:
          type: array
          items: { $ref: '#/components/schemas/Folder' }
`;
