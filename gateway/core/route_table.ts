/**
 * Finds the route for a method and path. Paths compile into a segment tree
 * once; static segments win over `:param` segments. A path that exists for
 * another method is reported so the caller can answer 405 with Allow.
 */
import type { HttpMethod, RouteSpec } from '../http/route'

/** Routes by method; keyed by any string, as a request may name a method no route serves (OPTIONS, HEAD). */
type Node = { statics: Map<string, Node>; param?: { name: string; node: Node }; routes: Map<HttpMethod | string, RouteSpec> }

const newNode = (): Node => ({ statics: new Map(), routes: new Map() })

export type Match =
  { kind: 'found'; route: RouteSpec; params: Record<string, string> } | { kind: 'wrong_method'; allow: string[] } | { kind: 'not_found' }

export class RouteTable {
  private readonly root = newNode()
  readonly routes: RouteSpec[] = []

  add(route: RouteSpec): void {
    let node = this.root
    for (const segment of route.path.split('/').filter((s) => s !== '')) {
      if (segment.startsWith(':')) {
        const name = segment.slice(1)
        if (node.param && node.param.name !== name) {
          throw new Error(`route ${route.path}: parameter :${name} conflicts with :${node.param.name} at the same position`)
        }
        node.param ??= { name, node: newNode() }
        node = node.param.node
      } else {
        let next = node.statics.get(segment)
        if (!next) node.statics.set(segment, (next = newNode()))
        node = next
      }
    }
    if (node.routes.has(route.method)) throw new Error(`route ${route.method} ${route.path} registered twice`)
    node.routes.set(route.method, route)
    this.routes.push(route)
  }

  match(method: HttpMethod | string, path: string): Match {
    const segments = path.split('/').filter((s) => s !== '')
    const params: Record<string, string> = {}
    // A static segment wins only where it serves the method: a customer named
    // "fees" still reaches GET /wallet/:id/addresses beside PUT /wallet/fees/addresses.
    const node = this.walk(this.root, segments, 0, params, (n) => n.routes.has(method))
    const found = node?.routes.get(method)
    if (found) return { kind: 'found', route: found, params }
    const other = this.walk(this.root, segments, 0, {}, (n) => n.routes.size > 0)
    if (!other) return { kind: 'not_found' }
    return { kind: 'wrong_method', allow: [...other.routes.keys()] }
  }

  private walk(node: Node, segments: string[], i: number, params: Record<string, string>, serves: (n: Node) => boolean): Node | undefined {
    if (i === segments.length) return serves(node) ? node : undefined
    const segment = segments[i]
    if (segment === undefined) return undefined
    const staticNext = node.statics.get(segment)
    if (staticNext) {
      const found = this.walk(staticNext, segments, i + 1, params, serves)
      if (found) return found
    }
    if (node.param) {
      let value: string
      try {
        value = decodeURIComponent(segment)
      } catch {
        return undefined
      }
      const found = this.walk(node.param.node, segments, i + 1, params, serves)
      if (found) {
        params[node.param.name] = value
        return found
      }
    }
    return undefined
  }
}
